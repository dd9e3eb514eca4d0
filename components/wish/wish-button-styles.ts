// The heart's styles load with the page frame, so its server HTML is styled at first paint while
// its code is still on the way (ADR 0016).
import './wish-button.module.scss';
