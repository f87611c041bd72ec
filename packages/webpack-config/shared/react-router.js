// The react-router the site shares: only the routing its apps use, so the singleton is not the
// whole library (data routers, server rendering, framework mode). An export an app imports from
// 'react-router-dom' must be listed here (a test checks every app's imports).
export {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  matchPath,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '@driveratlas/webpack-config/react-router-build';
