import './shell/shell.css';
import { boot } from './boot';

void boot();
