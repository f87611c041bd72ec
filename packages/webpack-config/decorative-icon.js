// Every antd icon the site shows is decorative: the text beside it names the action. antd gives each
// icon `role="img"` and its name as `aria-label`, so "Get Driver" would be announced "download Get
// Driver". The build draws antd's icons with this component instead (PRIVATE_PATHS.antdIcon in
// private-paths.js), which hides an icon from assistive technology unless the call site labels it.
import { createElement, forwardRef } from 'react';
import AntdIcon from '@ant-design/icons/es/components/AntdIconLight';

const DecorativeIcon = forwardRef(function DecorativeIcon(props, ref) {
  const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return createElement(AntdIcon, labelled ? { ...props, ref } : { 'aria-hidden': true, ...props, 'aria-label': undefined, ref });
});

export default DecorativeIcon;
