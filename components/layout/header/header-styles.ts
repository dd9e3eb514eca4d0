// The styles of what the header shows at first paint, imported with the page frame: the header's
// code is hydrated after the first load (ADR 0016), and its server HTML must be styled before.
import './header.module.scss';
import './logo.module.scss';
import './preferences-button.module.scss';
import './search-bar.module.scss';
import '@/components/ui/spinner/spinner.module.scss';
