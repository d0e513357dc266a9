import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';

// findBy*/waitFor wait up to 15 s: a route's lazy modules are compiled by ts-jest on first import, which took
// over 5 s on a 2-core machine busy with other suites (a mall page once rendered nothing in time). A wait, not a timing check.
configure({ asyncUtilTimeout: 15_000 });
