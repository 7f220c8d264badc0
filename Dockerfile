# Pigeonpost: build the one binary, then run it in a slim image as a non-root user.
FROM rust:1-slim-bookworm AS build
WORKDIR /src
COPY . .
RUN cargo build --release --locked --bin pigeonpost

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /app pigeonpost \
 && mkdir -p /app/data /app/data/outbox-mail \
 && chown -R pigeonpost /app/data
WORKDIR /app
COPY --from=build /src/target/release/pigeonpost /usr/local/bin/pigeonpost
USER pigeonpost
ENV PIGEONPOST_ADDR=0.0.0.0:8080 \
    PIGEONPOST_DATABASE=/app/data/pigeonpost.db \
    PIGEONPOST_MAIL_DIR=/app/data/outbox-mail
VOLUME ["/app/data"]
EXPOSE 8080
CMD ["pigeonpost"]
