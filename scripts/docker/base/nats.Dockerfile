# nats-server from Debian's package (2.9 on bookworm) on the Debian image of base-images.sh: a
# stand-in for nats:2.10-alpine. wget is there for docker-compose.yml's health check, as busybox's
# is in the official image. The features War Room uses (JetStream, msgID de-duplication, durable
# consumers with explicit ack) are in 2.9.
ARG DEBIAN_IMAGE=warroom-base/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends nats-server wget \
 && apt-get clean \
 && rm -rf /var/lib/apt/lists/* \
 && nats-server --version
EXPOSE 4222 6222 8222
CMD ["nats-server"]
