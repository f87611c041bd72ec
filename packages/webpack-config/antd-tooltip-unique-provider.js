// Stands in for antd's tooltip UniqueProvider, which ConfigProvider renders only when the site sets
// `tooltip.unique` (it never does): the real one would put antd's popup engine in every first load.
let warned = false;

export default function UniqueProvider({ children }) {
  if (!warned) {
    warned = true;
    console.error('ConfigProvider tooltip.unique is left out of this build (packages/webpack-config): tooltips show one by one.');
  }
  return children;
}
