// _core.BlockTree / build_block_tree: convert, release the GIL, call the core, convert back.
#include "pybind.hpp"  // always first

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <htmlprune/block_tree.hpp>
#include <htmlprune/boilerplate.hpp>
#include <htmlprune/serialize.hpp>

#include "block_tree_box.hpp"

namespace htmlprune::python {
namespace {

constexpr int kPickleVersion = 2;

BlockTreeOptions make_options(std::uint32_t max_words, std::uint32_t index_base, std::uint32_t max_path_depth,
                              std::uint32_t max_block_bytes, const CleanOptions& clean) {
    BlockTreeOptions o;
    o.max_block_bytes = max_block_bytes;
    o.max_words = max_words;
    o.index_base = index_base;
    o.max_path_depth = max_path_depth;
    o.clean = clean;
    return o;
}

std::unique_ptr<PyBlockTree> build(std::vector<std::string> pages, const BlockTreeOptions& o) {
    auto box = std::make_unique<PyBlockTree>();
    box->pages = std::move(pages);
    {
        py::gil_scoped_release release;
        std::vector<std::string_view> views(box->pages.begin(), box->pages.end());
        box->tree = build_block_tree(views, o);
    }
    return box;
}

BlockIndex check_block(const PyBlockTree& t, py::ssize_t i) {
    if (i < 0 || static_cast<std::size_t>(i) >= t.tree.size()) {
        throw py::index_error("block index " + std::to_string(i) + " out of range for a tree of " +
                              std::to_string(t.tree.size()) + " blocks");
    }
    return static_cast<BlockIndex>(i);
}

py::tuple get_state(const PyBlockTree& t) {
    const BlockTreeOptions& o = t.tree.options();
    py::list pages;
    for (const std::string& p : t.pages) pages.append(py::bytes(p));
    return py::make_tuple(kPickleVersion, pages, o.max_words, o.index_base, o.max_path_depth,
                          o.clean.keep_attrs, o.clean.merge_single_nested, o.clean.drop_empty,
                          o.clean.limits.max_bytes, o.clean.limits.max_depth, o.clean.limits.max_nodes,
                          o.max_block_bytes, o.clean.signal_rules);
}

std::unique_ptr<PyBlockTree> set_state(const py::tuple& s) {
    if (s.size() != 13 || s[0].cast<int>() != kPickleVersion) {
        throw py::value_error("unsupported BlockTree pickle state; pickle and unpickle with the same "
                              "htmlprune version");
    }
    std::vector<std::string> pages;
    for (const py::handle p : s[1].cast<py::list>()) pages.push_back(p.cast<std::string>());
    CleanOptions clean;
    clean.keep_attrs = s[5].cast<std::vector<std::string>>();
    clean.merge_single_nested = s[6].cast<bool>();
    clean.drop_empty = s[7].cast<bool>();
    clean.limits.max_bytes = s[8].cast<std::size_t>();
    clean.limits.max_depth = s[9].cast<std::uint32_t>();
    clean.limits.max_nodes = s[10].cast<std::uint32_t>();
    clean.signal_rules = s[12].cast<unsigned>();
    const BlockTreeOptions o = make_options(s[2].cast<std::uint32_t>(), s[3].cast<std::uint32_t>(),
                                            s[4].cast<std::uint32_t>(), s[11].cast<std::uint32_t>(), clean);
    return build(std::move(pages), o);
}

}  // namespace

void bind_block_tree(py::module_& m) {
    py::class_<PyBlockTree>(m, "BlockTree",
                            "Immutable block tree (HtmlRAG Algorithm 1); build with build_block_tree().")
        .def("__len__", [](const PyBlockTree& t) { return t.tree.size(); })
        .def_property_readonly(
            "html", [](const PyBlockTree& t) { return blocks_to_str(t.tree.html()); },
            "Cleaned, serialized HTML of all pages (byte_start/byte_end index its UTF-8).")
        .def_property_readonly(
            "paths",
            [](const PyBlockTree& t) {
                py::list out;
                for (BlockIndex i = 0; i < t.tree.size(); ++i) out.append(blocks_to_str(t.tree.path(i)));
                return out;
            },
            "Per block: its path, e.g. '<html><body><div2><p>'.")
        .def_property_readonly(
            "texts",
            [](const PyBlockTree& t) {
                py::list out;
                for (BlockIndex i = 0; i < t.tree.size(); ++i) out.append(blocks_to_str(t.tree.text(i)));
                return out;
            },
            "Per block: its visible text (non-leaf blocks: direct text only).")
        .def(
            "block_html",
            [](const PyBlockTree& t, py::ssize_t i) { return blocks_to_str(t.tree.block_html(check_block(t, i))); },
            "i"_a, "HTML of block i's element, a slice of html.")
        .def(
            "block_piece_html",
            [](const PyBlockTree& t, py::ssize_t i, bool omit_optional_end_tags, bool newline_between_blocks,
               const std::string& format) {
                const BlockIndex b = check_block(t, i);
                SerializeOptions o;
                o.format = output_format(format);
                o.omit_optional_end_tags = omit_optional_end_tags;
                o.newline_between_blocks = newline_between_blocks;
                return blocks_to_str(t.tree.block_piece_html(b, o));
            },
            "i"_a, py::kw_only(), "omit_optional_end_tags"_a = false, "newline_between_blocks"_a = true,
            "format"_a = "html",
            "What keeping block i adds without its ancestors' tags: a leaf's subtree HTML, a non-leaf's "
            "escaped direct text.")
        .def(
            "block_piece_bytes",
            [](const PyBlockTree& t, bool omit_optional_end_tags, bool newline_between_blocks,
               const std::string& format) {
                SerializeOptions o;
                o.format = output_format(format);
                o.omit_optional_end_tags = omit_optional_end_tags;
                o.newline_between_blocks = newline_between_blocks;
                std::vector<std::uint32_t> sizes(t.tree.size());
                {
                    py::gil_scoped_release release;
                    for (BlockIndex i = 0; i < t.tree.size(); ++i) {
                        sizes[i] = static_cast<std::uint32_t>(t.tree.block_piece_html(i, o).size());
                    }
                }
                return py::array_t<std::uint32_t>(static_cast<py::ssize_t>(sizes.size()), sizes.data());
            },
            py::kw_only(), "omit_optional_end_tags"_a = false, "newline_between_blocks"_a = true,
            "format"_a = "html",
            "UTF-8 length of block_piece_html(i) for every block, as uint32 (one call for the whole tree).")
        .def_property_readonly(
            "is_leaf",
            [](py::object self) {
                const auto& t = self.cast<const PyBlockTree&>();
                return blocks_array_view(t.tree.is_leaf(), self, py::dtype("bool"));
            },
            "bool per block: whole subtree (True) or direct text only (False).")
        .def_property_readonly(
            "parent",
            [](py::object self) {
                const auto& t = self.cast<const PyBlockTree&>();
                return blocks_array_view(t.tree.parent(), self, py::dtype::of<std::int32_t>());
            },
            "int32 per block: nearest enclosing non-leaf block, -1 for none.")
        .def_property_readonly(
            "depth",
            [](py::object self) {
                const auto& t = self.cast<const PyBlockTree&>();
                return blocks_array_view(t.tree.depth(), self, py::dtype::of<std::int32_t>());
            },
            "int32 per block: number of elements in its path.")
        .def_property_readonly(
            "words",
            [](py::object self) {
                const auto& t = self.cast<const PyBlockTree&>();
                return blocks_array_view(t.tree.words(), self, py::dtype::of<std::int32_t>());
            },
            "int32 per block: CJK-aware word count.")
        .def_property_readonly(
            "page",
            [](py::object self) {
                const auto& t = self.cast<const PyBlockTree&>();
                return blocks_array_view(t.tree.page(), self, py::dtype::of<std::int32_t>());
            },
            "int32 per block: index of the source page.")
        .def_property_readonly(
            "byte_start",
            [](py::object self) {
                const auto& t = self.cast<const PyBlockTree&>();
                return blocks_array_view(t.tree.byte_start(), self, py::dtype::of<std::uint32_t>());
            },
            "uint32 per block: start of its element in the UTF-8 of html.")
        .def_property_readonly(
            "byte_end",
            [](py::object self) {
                const auto& t = self.cast<const PyBlockTree&>();
                return blocks_array_view(t.tree.byte_end(), self, py::dtype::of<std::uint32_t>());
            },
            "uint32 per block: end (exclusive) of its element in the UTF-8 of html.")
        .def(
            "signal",
            [](py::object self, int s) {
                const auto& t = self.cast<const PyBlockTree&>();
                if (s < 0 || s >= kSignalCount) {
                    throw py::index_error("signal must be in [0, " + std::to_string(int{kSignalCount}) +
                                          "), got " + std::to_string(s));
                }
                return blocks_array_view(t.tree.signal(static_cast<ChromeSignal>(s)), self,
                                         py::dtype::of<float>());
            },
            "s"_a,
            "float32 per block: share of its text bytes carrying boilerplate signal s (0 link, 1 chrome tag, "
            "2 ARIA role, 3 class/id token, 4 link list, 5 byline, 6 reference list).")
        .def_property_readonly(
            "title_distance",
            [](py::object self) {
                const auto& t = self.cast<const PyBlockTree&>();
                return blocks_array_view(t.tree.title_distance(), self, py::dtype::of<float>());
            },
            "float32 per block: words from its page's title block (first non-chrome h1) to the block; "
            "NaN where the page has no title.")
        .def_property_readonly(
            "node_of_block",
            [](py::object self) {
                const auto& t = self.cast<const PyBlockTree&>();
                return blocks_array_view(t.tree.block_node(), self, py::dtype::of<std::uint32_t>());
            },
            "uint32 per block: its Document node index.")
        .def_property_readonly(
            "node_tag",
            [](py::object self) {
                const auto& t = self.cast<const PyBlockTree&>();
                return blocks_array_view(t.tree.node_tag(), self, py::dtype::of<std::int32_t>());
            },
            "int32 per Document node: index into tag_names, -1 for non-elements.")
        .def_property_readonly(
            "tag_names",
            [](const PyBlockTree& t) {
                py::list out;
                for (const std::string& n : t.tree.tag_names()) out.append(blocks_to_str(n));
                return out;
            },
            "Distinct element names of the document.")
        .def_property_readonly(
            "n_nodes", [](const PyBlockTree& t) { return t.tree.document().nodes.size(); },
            "Number of Document nodes (length of node_tag).")
        .def_property_readonly(
            "n_pages", [](const PyBlockTree& t) { return t.tree.n_pages(); }, "Number of pages.")
        .def_property_readonly(
            "max_words", [](const PyBlockTree& t) { return t.tree.options().max_words; })
        .def_property_readonly(
            "index_base", [](const PyBlockTree& t) { return t.tree.options().index_base; })
        .def(py::pickle(&get_state, &set_state));

    m.def(
        "build_block_tree",
        [](const py::sequence& pages, std::uint32_t max_words, std::uint32_t index_base,
           std::uint32_t max_path_depth, std::uint32_t max_block_bytes, const CleanOptions& options) {
            if (PyUnicode_Check(pages.ptr()) || PyBytes_Check(pages.ptr())) {
                throw py::type_error("pages must be a list of str or bytes, not a single page");
            }
            std::vector<py::object> keep;
            std::vector<std::string> copies;
            copies.reserve(pages.size());
            for (std::size_t i = 0; i < pages.size(); ++i) {
                const py::object item = pages[i];
                copies.emplace_back(blocks_utf8_view(item, keep, "pages[" + std::to_string(i) + "]"));
            }
            return build(std::move(copies), make_options(max_words, index_base, max_path_depth, max_block_bytes, options));
        },
        "pages"_a, py::kw_only(), "max_words"_a = 256u, "index_base"_a = 1u, "max_path_depth"_a = 0u,
        "max_block_bytes"_a = 0u, "options"_a = CleanOptions(),
        "Clean the pages (options: a CleanOptions; its serialize fields do not apply) and build their joint block\n"
        "tree; see htmlprune.build_block_tree.");
}

}  // namespace htmlprune::python
