import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './App';
import { createQueryClient } from './lib/queryClient';
import './styles.css';

createRoot(document.getElementById('root')!).render(<ConsoleApp queryClient={createQueryClient()} />);
