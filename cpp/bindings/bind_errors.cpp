// The one translator from core errors to the Python exception classes in htmlprune.errors.
#include "pybind.hpp"  // always first

#include <new>
#include <stdexcept>

#include <htmlprune/status.hpp>

namespace htmlprune::python {
namespace {

// Imported at use: htmlprune.errors is pure Python and may import _core itself.
py::object error_class(Errc code) {
    const char* cls = "HtmlpruneError";
    switch (code) {
        case Errc::kInvalidArgument: cls = "InputError"; break;
        case Errc::kInvalidUtf8: cls = "InputError"; break;
        case Errc::kLimitExceeded: cls = "LimitExceededError"; break;
        case Errc::kInternal: cls = "HtmlpruneError"; break;
    }
    return py::module_::import("htmlprune.errors").attr(cls);
}

}  // namespace

py::object exception_object(const std::exception_ptr& error) {
    try {
        std::rethrow_exception(error);
    } catch (py::error_already_set& e) {
        return e.value();
    } catch (const Error& e) {
        return error_class(e.code())(e.what());
    } catch (const std::bad_alloc&) {
        return py::reinterpret_borrow<py::object>(PyExc_MemoryError)();
    } catch (const std::invalid_argument& e) {
        return py::reinterpret_borrow<py::object>(PyExc_ValueError)(e.what());
    } catch (const py::builtin_exception& e) {
        e.set_error();  // pybind11's value_error, type_error, ...: its Python class, fetched back
        py::error_already_set fetched;
        return fetched.value();
    } catch (const std::exception& e) {
        return py::reinterpret_borrow<py::object>(PyExc_RuntimeError)(e.what());
    }
}

void bind_errors(py::module_& /*m*/) {
    py::register_exception_translator([](std::exception_ptr p) {
        try {
            if (p) std::rethrow_exception(p);
        } catch (const Error& e) {
            py::gil_scoped_acquire gil;
            PyErr_SetString(error_class(e.code()).ptr(), e.what());
        }
    });
}

}  // namespace htmlprune::python
