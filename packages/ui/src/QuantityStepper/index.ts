export { QuantityStepper, clampQuantity, type QuantityStepperProps } from './QuantityStepper';
