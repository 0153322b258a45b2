// The one translator from core errors to the Python exception classes in htmlprune.errors.
#include "pybind.hpp"  // always first

#include <htmlprune/status.hpp>

namespace htmlprune::python {

void bind_errors(py::module_& /*m*/) {
    py::register_exception_translator([](std::exception_ptr p) {
        try {
            if (p) std::rethrow_exception(p);
        } catch (const Error& e) {
            // Imported at throw time: htmlprune.errors is pure Python and may import _core itself.
            py::gil_scoped_acquire gil;
            const char* cls = "HtmlpruneError";
            switch (e.code()) {
                case Errc::kInvalidArgument: cls = "InputError"; break;
                case Errc::kInvalidUtf8: cls = "InputError"; break;
                case Errc::kLimitExceeded: cls = "LimitExceededError"; break;
                case Errc::kInternal: cls = "HtmlpruneError"; break;
            }
            py::object type = py::module_::import("htmlprune.errors").attr(cls);
            PyErr_SetString(type.ptr(), e.what());
        }
    });
}

}  // namespace htmlprune::python
