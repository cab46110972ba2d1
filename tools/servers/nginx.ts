/** Debian's nginx, which the behind-nginx test runs (`npm run servers` installs it). */
export const NGINX_PATH = '/usr/sbin/nginx';
export const NGINX_PACKAGE = 'nginx-light';
