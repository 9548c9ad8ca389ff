/** The app's data router in the browser, over the shared route table. */
import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

export const router = createBrowserRouter(routes);
