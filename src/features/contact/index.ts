// The contact forms' public face (question, date updates): pages import only this.
export { QuestionButton } from './components/QuestionButton';
export { subscribeFormPart } from './parts';
