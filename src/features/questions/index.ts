// The question form's public face: pages import only this.
export { QuestionButton } from './components/QuestionButton';
