export { Button, type ButtonProps } from './button';
export { Panel, type PanelProps } from './panel';
