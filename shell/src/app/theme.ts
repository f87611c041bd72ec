import type { ThemeConfig } from 'antd';

/** The site's one theme; remotes inherit it through antd's ConfigProvider. */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    colorLink: '#1d4ed8',
    // Hover and press darken, so white button text keeps its contrast.
    colorPrimaryHover: '#1e40af',
    colorPrimaryActive: '#1e3a8a',
    borderRadius: 8,
    // antd's default placeholder and secondary greys and its error red fall below WCAG AA contrast on white.
    colorTextPlaceholder: '#6b7280',
    colorTextDescription: '#595959',
    colorError: '#cf1322',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
