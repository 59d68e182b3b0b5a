export { WeightChart, type WeightChartProps } from './weight-chart';
export { ExerciseChart, type ExerciseChartProps } from './exercise-chart';
export { MeasurementChart, type MeasurementChartProps } from './measurement-chart';
export { LineChart, type LineChartProps } from './line-chart';
export { RangeSelector, type RangeSelectorProps } from './range-selector';
export {
  weightChartLayout,
  targetIsNear,
  type WeightChartLayout,
  type WeightChartLayoutInput,
  type WeightPoint,
  type WeightProjection,
  type ProjectionPoint,
} from './weight-chart-layout';
export { measurementChartLayout, type MeasurementChartLayoutInput } from './measurement-chart-layout';
export {
  exerciseChartLayout,
  EXERCISE_METRIC_LABELS,
  formatExerciseValue,
  type ExerciseMetric,
  type ExercisePoint,
  type ExerciseChartLayoutInput,
} from './exercise-chart-layout';
export {
  timeSeriesLayout,
  markerRadius,
  MARKER_LIMIT,
  CHART_MARGIN,
  type TimeSeriesLayout,
  type TimeSeriesLayoutInput,
  type DatedValue,
  type PlottedPoint,
  type ChartTick,
} from './time-series-layout';
export { formatDay, formatOneRepMax, formatWeight } from './format';
export { useContainerWidth } from './use-container-width';
