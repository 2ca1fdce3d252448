# The documentation site served by nginx with the configuration in deploy/nginx/, as tested by
# `npm run test:nginx`. Build the site first: `npm ci && npm run build` runs the postbuild step,
# which writes the CSP hashes and redirects of this build into deploy/nginx/generated/ and the
# gzip copies into build/.
#
#   docker build -t securecodebox-website . && docker run --rm -p 8080:80 securecodebox-website
FROM nginx:1.28-alpine

RUN rm -rf /usr/share/nginx/html/*
COPY deploy/nginx/default.conf /etc/nginx/conf.d/default.conf
COPY deploy/nginx/site.conf /etc/nginx/securecodebox/site.conf
COPY deploy/nginx/generated/*.conf /etc/nginx/securecodebox/generated/
COPY build/ /usr/share/nginx/html/

EXPOSE 80
