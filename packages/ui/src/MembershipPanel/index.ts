export { MembershipPanel, type MembershipPanelProps } from './MembershipPanel';
