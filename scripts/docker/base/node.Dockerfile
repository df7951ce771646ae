# Node 24 and npm on the Debian image of base-images.sh: a stand-in for node:24-bookworm-slim
# (same paths, same `node` user with uid 1000). Build context: a folder holding `node` (the
# binary of the node@24 npm package) and `npm` (an npm package folder); base-images.sh makes it.
ARG DEBIAN_IMAGE=warroom-base/debian:bookworm
FROM ${DEBIAN_IMAGE}
ARG NODE_VERSION
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
ENV NODE_VERSION=${NODE_VERSION}
CMD ["node"]
