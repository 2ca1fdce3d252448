# The documentation site, built from source and served by nginx with the configuration that
# `npm run test:nginx` tests (deploy/nginxServer.ts lays out the same files from the COPY lines
# of the final stage below, and tests/nginx/container.spec.ts checks them with `nginx -t`).
#
#   docker build -t securecodebox-website . && docker run --rm -p 8080:8080 securecodebox-website

# Build: the production build, whose postbuild step writes this build's CSP hashes and redirects
# into deploy/nginx/generated/ and the .gz and .br copies next to the files in build/.
FROM node:20-bookworm-slim AS build
WORKDIR /site
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Serve: Debian's nginx with the brotli_static module, as an unprivileged user on port 8080.
FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static curl \
    && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* /var/www/html
COPY deploy/nginx/nginx.conf /etc/nginx/nginx.conf
COPY deploy/nginx/default.conf /etc/nginx/conf.d/default.conf
COPY deploy/nginx/site.conf /etc/nginx/securecodebox/site.conf
COPY --from=build /site/deploy/nginx/generated/ /etc/nginx/securecodebox/generated/
COPY --from=build /site/build/ /usr/share/nginx/html/
USER www-data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s CMD curl -fsS -o /dev/null http://127.0.0.1:8080/ || exit 1
# -e: errors go to stderr from the start, before nginx reads a configuration that says so.
CMD ["nginx", "-e", "stderr", "-g", "daemon off;"]
