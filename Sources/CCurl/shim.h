#ifndef NAVGRAPH_CCURL_SHIM_H
#define NAVGRAPH_CCURL_SHIM_H
#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo take their value as a C variadic argument, which Swift cannot pass:
// one typed wrapper per kind of value `navgraph push` sets or reads.

static inline CURLcode navgraph_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode navgraph_curl_set_size(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode navgraph_curl_set_pointer(CURL *handle, CURLoption option, const void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode navgraph_curl_set_write(CURL *handle, CURLoption option, curl_write_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode navgraph_curl_set_read(CURL *handle, CURLoption option, curl_read_callback value) {
    return curl_easy_setopt(handle, option, value);
}

// Only https: CURLOPT_PROTOCOLS_STR from libcurl 7.85 (CURLOPT_PROTOCOLS is deprecated there), the bit mask before.
static inline CURLcode navgraph_curl_https_only(CURL *handle) {
#if LIBCURL_VERSION_NUM >= 0x075500
    return curl_easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "https");
#else
    return curl_easy_setopt(handle, CURLOPT_PROTOCOLS, (long)CURLPROTO_HTTPS);
#endif
}

static inline CURLcode navgraph_curl_get_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

#endif
