// _core.block_elements(tree): the element rows above the blocks (block_elements.hpp) as NumPy arrays.
#include "pybind.hpp"  // always first

#include <string>
#include <utility>

#include <htmlprune/block_elements.hpp>

#include "block_tree_box.hpp"

namespace htmlprune::python {

void bind_block_elements(py::module_& m) {
    m.def(
        "block_elements",
        [](const PyBlockTree& t) {
            BlockElements e;
            {
                py::gil_scoped_release release;
                e = block_elements(t.tree);
            }
            py::list names;
            for (const std::string& n : t.tree.tag_names()) names.append(blocks_to_str(n));
            py::dict out;
            out["node"] = blocks_array_owned(std::move(e.node), py::dtype::of<std::uint32_t>());
            out["parent"] = blocks_array_owned(std::move(e.parent), py::dtype::of<std::int32_t>());
            out["tag"] = blocks_array_owned(std::move(e.tag), py::dtype::of<std::int32_t>());
            out["number"] = blocks_array_owned(std::move(e.number), py::dtype::of<std::int32_t>());
            out["byte_start"] =
                blocks_array_owned(std::move(e.byte_start), py::dtype::of<std::uint32_t>());
            out["byte_end"] = blocks_array_owned(std::move(e.byte_end), py::dtype::of<std::uint32_t>());
            out["block"] = blocks_array_owned(std::move(e.block), py::dtype::of<std::int32_t>());
            out["page"] = blocks_array_owned(std::move(e.page), py::dtype::of<std::int32_t>());
            out["tag_names"] = names;
            return out;
        },
        "tree"_a,
        "Per element on a block's path: node, parent row, tag (index into tag_names), path sibling number "
        "(-1 unnumbered), byte_start/byte_end in html, block (-1 none), page; plus tag_names.");
}

}  // namespace htmlprune::python
