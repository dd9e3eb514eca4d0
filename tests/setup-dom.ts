import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default: on a busy 2-core CI machine a component's
// first fetch and render can take longer than that, and a correct screen fails. Waiting longer
// costs nothing when the screen is right (they return as soon as it is), and a wrong one
// still fails.
configure({ asyncUtilTimeout: 5_000 });
