export { Panel, type PanelProps, type PanelTone } from './Panel';
