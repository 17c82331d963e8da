// moved to the shared catalogues (spec 3 §9) so features format money the same way
export { currencySymbol } from '../../catalogues/currency-symbol';
