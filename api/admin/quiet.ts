// The back office says refusals in place (translated), so its calls carry no toast.
import { noToast } from '../http';

export const quiet = { ...noToast };
