import 'reflect-metadata';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router under jsdom needs these (TOOLCHAIN.md).
Object.assign(globalThis, { TextEncoder, TextDecoder });
