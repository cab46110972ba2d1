// https://vike.dev/route-function — the families of site/routes/routeTable.ts this template renders.
import { routeTo } from '../../routes/routeTo.ts';

export default routeTo('form');
