// Test helpers shared by the block tree and pruning tests: Documents built by hand, and block trees
// of one such page.
#pragma once

#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "htmlprune/block_tree.hpp"
#include "htmlprune/dom.hpp"
#include "htmlprune/tags.hpp"

namespace htmlprune::test_support {

// Builds a Document by hand: open("div") ... text("x") ... close().
class DocBuilder {
   public:
    DocBuilder& open(std::string_view name) {
        Node n;
        n.kind = NodeKind::kElement;
        n.tag = tag_lookup(name);
        n.name = doc_.store(name);
        stack_.push_back(doc_.append_child(stack_.back(), n));
        return *this;
    }
    DocBuilder& text(std::string_view t) {
        Node n;
        n.kind = NodeKind::kText;
        n.text = doc_.store(t);
        doc_.append_child(stack_.back(), n);
        return *this;
    }
    DocBuilder& leaf(std::string_view name, std::string_view t) { return open(name).text(t).close(); }
    DocBuilder& close() {
        stack_.pop_back();
        return *this;
    }
    Document take() { return std::move(doc_); }

   private:
    Document doc_;
    std::vector<NodeIndex> stack_{0};
};

// html > body > h2 "Results" + a table: a header row (th Year, th Team) and two data rows.
inline Document results_table_page() {
    DocBuilder b;
    b.open("html").open("body");
    b.leaf("h2", "Results");
    b.open("table").open("tbody");
    b.open("tr").leaf("th", "Year").leaf("th", "Team").close();
    b.open("tr").leaf("td", "1999").leaf("td", "Reds").close();
    b.open("tr").leaf("td", "2000").leaf("td", "Blues").close();
    b.close().close();
    b.close().close();
    return b.take();
}

inline BlockTreeOptions words(std::uint32_t max_words, std::uint32_t index_base = 1) {
    BlockTreeOptions o;
    o.max_words = max_words;
    o.index_base = index_base;
    return o;
}

// The block tree of one page.
inline BlockTree from_doc(Document d, const BlockTreeOptions& o) {
    std::vector<Document> pages;
    pages.push_back(std::move(d));
    return build_block_tree_from_documents(std::move(pages), o);
}

}  // namespace htmlprune::test_support
