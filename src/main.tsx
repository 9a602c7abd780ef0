import './styles/app.css';
import { start } from './app/start';

const container = document.getElementById('root');
if (container) void start(container);
