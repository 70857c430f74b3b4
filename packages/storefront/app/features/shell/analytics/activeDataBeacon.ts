// The Active Data beacon's browser side, a module of its own: the overlays island imports it only when the beacon is
// configured (ACTIVE_DATA_ORIGIN), so a shop without it loads none of its code.
export { sendActiveDataBeacon } from '@ridgeline/commerce';
