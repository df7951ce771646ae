# PostgreSQL 15 from Debian's packages on the Debian image of base-images.sh: a stand-in for the
# official postgres:15 image, with what War Room uses of it: POSTGRES_PASSWORD (or
# POSTGRES_PASSWORD_FILE) and POSTGRES_USER, the data in /var/lib/postgresql/data (PGDATA), the
# scripts of /docker-entrypoint-initdb.d run once on an empty volume, the `postgres` user with
# uid 999 and the en_US.utf8 locale as in the official image, so a volume can move between them.
ARG DEBIAN_IMAGE=warroom-base/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN groupadd -r --gid 999 postgres \
 && useradd -r --gid postgres --uid 999 --home-dir /var/lib/postgresql --shell /bin/bash postgres \
 && mkdir -p /var/lib/postgresql /etc/postgresql-common \
 && chown postgres:postgres /var/lib/postgresql \
 && echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.conf \
 && apt-get update \
 && apt-get install -y --no-install-recommends locales postgresql-15 \
 && apt-get clean \
 && rm -rf /var/lib/apt/lists/* \
 && localedef -i en_US -c -f UTF-8 -A /usr/share/locale/locale.alias en_US.UTF-8 \
 && mkdir -p /docker-entrypoint-initdb.d /var/run/postgresql \
 && chown postgres:postgres /var/run/postgresql
ENV LANG=en_US.utf8 PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
VOLUME /var/lib/postgresql/data
ENTRYPOINT ["docker-entrypoint.sh"]
STOPSIGNAL SIGINT
EXPOSE 5432
CMD ["postgres"]
