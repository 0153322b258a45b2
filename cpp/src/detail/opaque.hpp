// Internal: a thread_local object's address, opaque to the optimizer.
#pragma once

namespace htmlprune::detail {

// In the extension module (-fPIC, the global-dynamic TLS model) every computation of a thread_local
// object's address is a call of __tls_get_addr, and GCC recomputes it at each access instead of keeping it
// in a register, in loops too (profiled: 4 million calls for chrome_bits()'s scratch on 201 pages, 1.7 % of
// the pipeline). Taken once and passed through an empty asm, the address is a plain pointer.
template <class T>
T& opaque(T& object) noexcept {
    T* p = &object;
#if defined(__GNUC__) || defined(__clang__)
    asm("" : "+r"(p));
#endif
    return *p;
}

}  // namespace htmlprune::detail
