/**
 * jsdom lacks TextEncoder/TextDecoder, which react-dom/server needs; a test that renders server
 * output in a jsdom environment imports this first.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
