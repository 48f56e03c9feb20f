// Linux headers Swift's Glibc module does not export: epoll(7) and eventfd(2) for the HTTP server's
// event loops, and glibc's malloc.h (mallopt, malloc_trim) to give freed memory back. Nothing is compiled here; the server falls back to poll(2) where this is absent.
#ifndef CLINUXSHIM_H
#define CLINUXSHIM_H

#ifdef __linux__
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <malloc.h>
#endif

#endif
