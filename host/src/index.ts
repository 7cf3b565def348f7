import './shell/shell.css';
import { boot } from './boot';
import { startPwa } from './pwa';

void boot();
startPwa();
