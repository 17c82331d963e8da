// moved to the shared catalogues (spec 3 §9) so features format money the same way
export { formatDecimal } from '../../catalogues/format-decimal';
