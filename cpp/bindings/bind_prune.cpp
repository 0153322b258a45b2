// _core.select_blocks / estimate_cost / render / render_truncated: convert, release the GIL, call the core.
#include "pybind.hpp"  // always first

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include <htmlprune/prune.hpp>
#include <htmlprune/serialize.hpp>

#include "block_tree_box.hpp"

namespace htmlprune::python {
namespace {

using FloatArray = py::array_t<float, py::array::c_style | py::array::forcecast>;
using IntArray = py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>;
using MaskArray = py::array_t<std::uint8_t, py::array::c_style | py::array::forcecast>;

void check_len(const char* what, py::ssize_t got, std::size_t want, const char* per) {
    if (got < 0 || static_cast<std::size_t>(got) != want) {
        throw py::value_error(std::string(what) + " has " + std::to_string(got) + " entries but the tree has " +
                              std::to_string(want) + " " + per + "s; pass one value per " + per);
    }
}

template <class A>
py::ssize_t flat_size(const A& a, const char* what) {
    if (a.ndim() != 1) {
        throw py::value_error(std::string(what) + " must be one-dimensional, got " + std::to_string(a.ndim()) +
                              " dimensions");
    }
    return a.shape(0);
}

std::vector<std::uint32_t> to_costs(const IntArray& a, const char* what) {
    std::vector<std::uint32_t> out(static_cast<std::size_t>(a.shape(0)));
    const std::int64_t* p = a.data();
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (p[i] < 0 || p[i] > std::numeric_limits<std::uint32_t>::max()) {
            throw py::value_error(std::string(what) + "[" + std::to_string(i) + "] = " + std::to_string(p[i]) +
                                  " is not a token count in [0, 2**32)");
        }
        out[i] = static_cast<std::uint32_t>(p[i]);
    }
    return out;
}

std::vector<std::uint8_t> to_mask(const PyBlockTree& t, const MaskArray& keep) {
    check_len("keep", flat_size(keep, "keep"), t.tree.size(), "block");
    return std::vector<std::uint8_t>(keep.data(), keep.data() + keep.shape(0));
}

SerializeOptions ser(bool omit_optional_end_tags, bool newline_between_blocks, const std::string& format,
                     bool drop_inline_hidden, bool unwrap_layout, bool drop_controls) {
    SerializeOptions o;
    o.unwrap_layout = unwrap_layout;
    o.drop_controls = drop_controls;
    o.format = output_format(format);
    o.omit_optional_end_tags = omit_optional_end_tags;
    o.newline_between_blocks = newline_between_blocks;
    o.drop_inline_hidden = drop_inline_hidden;
    return o;
}

}  // namespace

void bind_prune(py::module_& m) {
    m.def(
        "select_blocks",
        [](const PyBlockTree& t, const FloatArray& scores, const IntArray& block_cost, const IntArray& node_tag_cost,
           std::int64_t budget, bool density, bool keep_table_header, bool heading_context) {
            check_len("scores", flat_size(scores, "scores"), t.tree.size(), "block");
            check_len("block_cost", flat_size(block_cost, "block_cost"), t.tree.size(), "block");
            check_len("node_tag_cost", flat_size(node_tag_cost, "node_tag_cost"), t.tree.document().nodes.size(),
                      "node");
            if (budget < 0 || budget > std::numeric_limits<std::uint32_t>::max()) {
                throw py::value_error("budget must be in [0, 2**32), got " + std::to_string(budget));
            }
            std::vector<float> s(scores.data(), scores.data() + scores.shape(0));
            std::vector<std::uint32_t> bc = to_costs(block_cost, "block_cost");
            std::vector<std::uint32_t> nc = to_costs(node_tag_cost, "node_tag_cost");
            SelectOptions o;
            o.density = density;
            o.keep_table_header = keep_table_header;
            o.heading_context = heading_context;
            std::vector<std::uint8_t> keep;
            {
                py::gil_scoped_release release;
                keep = select_blocks(t.tree, s, bc, nc, static_cast<std::uint32_t>(budget), o);
            }
            return blocks_array_owned(std::move(keep), py::dtype::of<std::uint8_t>());
        },
        "tree"_a, "scores"_a, "block_cost"_a, "node_tag_cost"_a, "budget"_a, py::kw_only(), "density"_a = false,
        "keep_table_header"_a = true, "heading_context"_a = false,
        "Greedy block selection under an estimated token budget; returns the keep mask (uint8).");

    m.def(
        "smooth_scores",
        [](const PyBlockTree& t, const FloatArray& scores, float weight) {
            check_len("scores", flat_size(scores, "scores"), t.tree.size(), "block");
            std::vector<float> s(scores.data(), scores.data() + scores.shape(0));
            std::vector<float> out;
            {
                py::gil_scoped_release release;
                out = smooth_scores(t.tree, s, weight);
            }
            return blocks_array_owned(std::move(out), py::dtype::of<float>());
        },
        "tree"_a, "scores"_a, "weight"_a = 0.5f,
        "Adds weight * (positive) score of the adjacent sibling blocks to each block's score (float32).");

    m.def(
        "estimate_cost",
        [](const PyBlockTree& t, const MaskArray& keep, const IntArray& block_cost, const IntArray& node_tag_cost) {
            std::vector<std::uint8_t> k = to_mask(t, keep);
            check_len("block_cost", flat_size(block_cost, "block_cost"), t.tree.size(), "block");
            check_len("node_tag_cost", flat_size(node_tag_cost, "node_tag_cost"), t.tree.document().nodes.size(),
                      "node");
            std::vector<std::uint32_t> bc = to_costs(block_cost, "block_cost");
            std::vector<std::uint32_t> nc = to_costs(node_tag_cost, "node_tag_cost");
            py::gil_scoped_release release;
            return estimate_cost(t.tree, k, bc, nc);
        },
        "tree"_a, "keep"_a, "block_cost"_a, "node_tag_cost"_a,
        "The token estimate select_blocks uses, for any keep mask.");

    m.def(
        "render",
        [](const PyBlockTree& t, const MaskArray& keep, bool omit_optional_end_tags, bool newline_between_blocks,
           const std::string& format, bool drop_inline_hidden, bool unwrap_layout, bool drop_controls) {
            std::vector<std::uint8_t> k = to_mask(t, keep);
            const SerializeOptions o = ser(omit_optional_end_tags, newline_between_blocks, format, drop_inline_hidden,
                                           unwrap_layout, drop_controls);
            std::string out;
            {
                py::gil_scoped_release release;
                out = render(t.tree, k, o);
            }
            return blocks_to_str(out);
        },
        "tree"_a, "keep"_a, py::kw_only(), "omit_optional_end_tags"_a = false, "newline_between_blocks"_a = true,
        "format"_a = "html", "drop_inline_hidden"_a = SerializeOptions{}.drop_inline_hidden,
        "unwrap_layout"_a = false, "drop_controls"_a = false,
        "HTML (or markdown/text) of the tree keeping only the blocks with keep[i] != 0 (re-cleaned, well-formed);\n"
        "drop_inline_hidden: without the text of inline display:none spans; unwrap_layout / drop_controls:\n"
        "compact semantic HTML, controls left out (SerializeOptions, clean.hpp rule 8).");

    m.def(
        "render_truncated",
        [](const PyBlockTree& t, py::ssize_t block, py::ssize_t max_text_bytes, bool omit_optional_end_tags,
           bool newline_between_blocks, const std::string& format, bool drop_inline_hidden, bool unwrap_layout,
           bool drop_controls) {
            if (block < 0 || static_cast<std::size_t>(block) >= t.tree.size()) {
                throw py::index_error("block index " + std::to_string(block) + " out of range for a tree of " +
                                      std::to_string(t.tree.size()) + " blocks");
            }
            if (max_text_bytes < 0) {
                throw py::value_error("max_text_bytes must be >= 0, got " + std::to_string(max_text_bytes));
            }
            const SerializeOptions o = ser(omit_optional_end_tags, newline_between_blocks, format, drop_inline_hidden,
                                           unwrap_layout, drop_controls);
            std::string out;
            {
                py::gil_scoped_release release;
                out = render_truncated(t.tree, static_cast<BlockIndex>(block),
                                       static_cast<std::size_t>(max_text_bytes), o);
            }
            return blocks_to_str(out);
        },
        "tree"_a, "block"_a, "max_text_bytes"_a, py::kw_only(), "omit_optional_end_tags"_a = false,
        "newline_between_blocks"_a = true, "format"_a = "html",
        "drop_inline_hidden"_a = SerializeOptions{}.drop_inline_hidden, "unwrap_layout"_a = false,
        "drop_controls"_a = false,
        "Block alone inside its ancestors' tags, text cut at a sentence/word boundary within max_text_bytes.");
}

}  // namespace htmlprune::python
