# Any remote as a static image: its build output behind its own nginx, which serves it under
# /remotes/<remote>/ (nginx/remote-static.conf.template); the gateway proxies that path here.
# One Dockerfile for every remote, named by the REMOTE build argument (landing, marketplace,
# freelancer, client, supplier). Built from the repository root:
#   docker build -f nginx/remote.Dockerfile --build-arg REMOTE=client .

FROM node:20-alpine AS build
ARG REMOTE
WORKDIR /repo
# Manifests first: the dependency layer is reused until one of them changes.
COPY package.json package-lock.json ./
COPY build-config/package.json build-config/
COPY api-contract/package.json api-contract/
COPY shared-ui/package.json shared-ui/
COPY inbox/package.json inbox/
COPY mf-${REMOTE}/package.json mf-${REMOTE}/
# `npm install` with the lockfile rather than `npm ci`: the lockfile is written on a mirror that
# lacks other platforms' optional binaries (@swc/core-*, ...), which `npm ci` rejects as missing.
# Locked versions are kept; only the missing optional entries are resolved.
RUN test -n "${REMOTE}" && \
    npm install --workspace @atelier/mf-${REMOTE} --include-workspace-root --no-audit --no-fund
COPY tsconfig.base.json ./
COPY build-config build-config
COPY api-contract api-contract
COPY shared-ui shared-ui
COPY inbox inbox
COPY mf-${REMOTE} mf-${REMOTE}
RUN npm run build -w @atelier/mf-${REMOTE}

FROM nginx:1.27-alpine
ARG REMOTE
ENV ATELIER_REMOTE_NAME=${REMOTE} \
    NGINX_ENVSUBST_FILTER=^ATELIER_
COPY nginx/remote-static.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /repo/mf-${REMOTE}/dist /usr/share/nginx/html/remotes/${REMOTE}/
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -qO /dev/null http://127.0.0.1:8080/healthz || exit 1
