import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';

// findBy*/waitFor wait up to 5 s: a route's lazy modules and queries resolve slowly on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });
