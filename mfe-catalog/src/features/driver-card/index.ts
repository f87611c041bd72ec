// The driver card; its details dialog loads with the card's first Details or Get Driver.
export { default as DriverCard, type DriverCardProps } from './components/DriverCard';
