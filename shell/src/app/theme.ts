import type { ThemeConfig } from 'antd';

/** The site's one theme; remotes inherit it through antd's ConfigProvider. */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    colorLink: '#1d4ed8',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
