export { WeightChart, type WeightChartProps } from './weight-chart';
export { RangeSelector, type RangeSelectorProps } from './range-selector';
export { weightChartLayout, CHART_MARGIN, type WeightChartLayout, type WeightChartLayoutInput, type WeightPoint, type PlottedPoint, type ChartTick } from './weight-chart-layout';
export { formatDay, formatWeight } from './format';
export { sampleWeights } from './sample-weights';
