#ifndef NAVGRAPH_CLIBPQ_SHIM_H
#define NAVGRAPH_CLIBPQ_SHIM_H
// PostgreSQL's client library (`libpq-dev` on Debian puts it under /usr/include/postgresql; pkg-config
// "libpq" adds that folder to the search path).
#include <libpq-fe.h>
#endif
