// The error overlay's public face: pages and the app shell import only this.

export { errorsCleared, errorShown, errorsSlice, type ErrorsState } from './errors-slice';
export { ErrorOverlayContainer } from './components/ErrorOverlayContainer';
