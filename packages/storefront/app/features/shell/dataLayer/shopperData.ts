// The shopper's data-layer push, a module of its own: the overlays island imports it only with
// DATA_LAYER_SHOPPER_DATA on, so a shop without it loads none of its code (docs/behaviour/data-layer.md).
export { pushShopperData } from '@ridgeline/commerce';
