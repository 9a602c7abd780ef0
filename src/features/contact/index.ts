// The contact forms' public face (question, date updates): pages import only this.

export { subscribeFormPart } from './parts';
export { QuestionButton } from './components/QuestionButton';
