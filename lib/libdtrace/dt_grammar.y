%{
/*
 * lib/libdtrace/dt_grammar.y -- the D grammar (bison).
 *
 * Where it sits: dt_cc.c calls yyparse() on the current pcb; the lexer
 * (dt_lex.l) supplies tokens; the actions build the raw parse tree with
 * the dt_node_*() constructors (dt_parser.c) and drive the declaration
 * stack (dt_decl.c).  The result is left in yypcb->pcb_root.
 *
 * The grammar is ANSI C's expression and declaration grammar (with C
 * precedence and associativity) plus D's program structure: probe
 * descriptions, predicates, clauses, inline, translator and provider
 * definitions, and if/else statements in clauses.
 *
 * Invariant: positions: every node built for an operator carries the
 * position of its operator token (@n), other nodes that of the token
 * being read when they were made.
 */
#include <string.h>
#include "dt_pcb.h"
#include "dt_decl.h"

#define	POS(l)		dt_srcpos_make((l).first_line, (l).first_column)
#define	OP1(op, c, l)	dt_node_setpos(dt_node_op1(op, c), POS(l))
#define	OP2(op, a, b, l) dt_node_setpos(dt_node_op2(op, a, b), POS(l))
#define	LINK(a, b)	dt_node_link(a, b)
%}

%locations

%union {
	dt_node_t *l_node;
	struct dt_decl *l_decl;
	char *l_str;
	uint64_t l_int;
	int l_tok;
}

%token	T_COMMA T_ELLIPSIS
%token	T_ASGN T_ADD_EQ T_SUB_EQ T_MUL_EQ T_DIV_EQ T_MOD_EQ T_AND_EQ
%token	T_XOR_EQ T_OR_EQ T_LSH_EQ T_RSH_EQ T_QUESTION T_COLON
%token	T_LOR T_LXOR T_LAND T_BOR T_XOR T_BAND T_EQU T_NEQ
%token	T_LT T_LE T_GT T_GE T_LSH T_RSH T_ADD T_SUB T_MUL T_DIV T_MOD
%token	T_LNEG T_BNEG T_ADDADD T_SUBSUB
%token	T_OFFSETOF T_SIZEOF T_STRINGOF T_XLATE
%token	T_LPAR T_RPAR T_LBRAC T_RBRAC T_PTR T_DOT
%token	T_EPRED

%token <l_str>	T_STRINGLIT
%token <l_str>	T_IDENT
%token <l_str>	T_PSPEC
%token <l_str>	T_AGG
%token <l_str>	T_TNAME
%token <l_int>	T_INTEGER

%token	T_AUTO T_BREAK T_CASE T_CHAR T_CONST T_CONTINUE T_COUNTER
%token	T_DEFAULT T_DO T_DOUBLE T_ELSE T_ENUM T_EXTERN T_FLOAT T_FOR
%token	T_GOTO T_IF T_IMPORT T_INLINE T_INT T_LONG T_PROBE T_PROVIDER
%token	T_REGISTER T_RESTRICT T_RETURN T_SELF T_SHORT T_SIGNED T_STATIC
%token	T_STRING T_STRUCT T_SWITCH T_THIS T_TYPEDEF T_UNION T_UNSIGNED
%token	T_VOID T_VOLATILE T_WHILE T_XLATOR


%precedence T_IFX
%precedence T_ELSE

%type <l_node>	translation_unit external_declaration inline_definition
%type <l_node>	translator_definition translator_member_list translator_member
%type <l_node>	provider_definition provider_probe_list provider_probe
%type <l_node>	probe_definition probe_specifiers probe_specifier_list
%type <l_node>	probe_specifier statement_list statement_seq statement
%type <l_node>	simple_statement clause_body if_statement
%type <l_node>	declaration init_declarator_list init_declarator
%type <l_node>	parameter_type_list parameter_list parameter_declaration
%type <l_node>	array function
%type <l_node>	expression assignment_expression conditional_expression
%type <l_node>	constant_expression logical_or_expression
%type <l_node>	logical_xor_expression logical_and_expression
%type <l_node>	inclusive_or_expression exclusive_or_expression
%type <l_node>	and_expression equality_expression relational_expression
%type <l_node>	shift_expression additive_expression
%type <l_node>	multiplicative_expression cast_expression unary_expression
%type <l_node>	postfix_expression primary_expression
%type <l_node>	argument_expression_list

%type <l_decl>	type_name

%type <l_tok>	assignment_operator unary_operator struct_or_union

%%

d_program:	%empty { yypcb->pcb_root = dt_node_program(NULL); }
	|	translation_unit { yypcb->pcb_root = dt_node_program($1); }
	;

translation_unit:
		external_declaration
	|	translation_unit external_declaration { $$ = LINK($1, $2); }
	;

external_declaration:
		inline_definition
	|	translator_definition
	|	provider_definition
	|	probe_definition
	|	declaration
	;

inline_definition:
		/*
		 * What an inline keeps must outlive this compile: the lexer
		 * enters YYS_DEFINE (persistent allocation) at T_INLINE, but
		 * an action of the construct before it, reduced with T_INLINE
		 * as lookahead (after a probe description), may have left it.
		 */
		T_INLINE { yybegin(YYS_DEFINE); }
		    declaration_specifiers declarator
		    { dt_scope_push(); } T_ASGN assignment_expression ';' {
			(void) dt_scope_pop();
			$$ = dt_node_inline($7);
		}
	;

translator_definition:
		T_XLATOR type_name T_LT type_name T_IDENT T_GT
		    '{' translator_member_list '}' ';' {
			$$ = dt_node_xlator($2, $4, $5, $8);
		}
	|	T_XLATOR type_name T_LT type_name T_IDENT T_GT '{' '}' ';' {
			$$ = dt_node_xlator($2, $4, $5, NULL);
		}
	;

translator_member_list:
		translator_member
	|	translator_member_list translator_member { $$ = LINK($1, $2); }
	;

translator_member:
		T_IDENT T_ASGN assignment_expression ';' {
			$$ = dt_node_member($1, $3);
		}
	|	T_TNAME T_ASGN assignment_expression ';' {
			$$ = dt_node_member($1, $3);
		}
	;

provider_definition:
		T_PROVIDER T_IDENT '{' provider_probe_list '}' ';' {
			$$ = dt_node_provider($2, $4);
		}
	|	T_PROVIDER T_IDENT '{' '}' ';' {
			$$ = dt_node_provider($2, NULL);
		}
	;

provider_probe_list:
		provider_probe
	|	provider_probe_list provider_probe { $$ = LINK($1, $2); }
	;

provider_probe:
		T_PROBE T_IDENT function T_COLON function ';' {
			$$ = dt_node_probe($2, $3, $5);
		}
	|	T_PROBE T_IDENT function ';' {
			$$ = dt_node_probe($2, $3, NULL);
		}
	;

probe_definition:
		probe_specifiers {
			if (yypcb->pcb_fromfile)
				dnerror($1, D_SYNTAX, "expected predicate "
				    "and/or actions following probe "
				    "description\n");
			$$ = dt_node_clause($1, NULL, NULL);
		}
	|	probe_specifiers '{' statement_list '}' {
			$$ = dt_node_clause($1, NULL, $3);
		}
	|	probe_specifiers T_DIV expression T_EPRED {
			dnerror($3, D_SYNTAX, "expected actions { } following "
			    "probe description and predicate\n");
		}
	|	probe_specifiers T_DIV expression T_EPRED
		    '{' statement_list '}' {
			$$ = dt_node_clause($1, $3, $6);
		}
	;

probe_specifiers:
		probe_specifier_list { yybegin(YYS_EXPR); $$ = $1; }
	;

probe_specifier_list:
		probe_specifier
	|	probe_specifier_list T_COMMA probe_specifier {
			$$ = LINK($1, $3);
		}
	;

probe_specifier:
		T_PSPEC { $$ = dt_node_pdesc_by_name($1); }
	|	T_INTEGER { $$ = dt_node_pdesc_by_id($1); }
	;

clause_body:	'{' statement_list '}' { $$ = $2; }
	|	simple_statement ';' { $$ = $1; }
	|	if_statement
	;

if_statement:	T_IF T_LPAR expression T_RPAR clause_body %prec T_IFX {
			$$ = dt_node_if($3, $5, NULL);
		}
	|	T_IF T_LPAR expression T_RPAR clause_body T_ELSE clause_body {
			$$ = dt_node_if($3, $5, $7);
		}
	;

statement_list:	statement_seq
	|	statement_seq simple_statement { $$ = LINK($1, $2); }
	;

statement_seq:	%empty { $$ = NULL; }
	|	statement_seq statement { $$ = LINK($1, $2); }
	;

statement:	';' { $$ = NULL; }
	|	simple_statement ';' { $$ = $1; }
	|	if_statement
	;

simple_statement:
		expression { $$ = dt_node_statement($1); }
	;

argument_expression_list:
		assignment_expression
	|	argument_expression_list T_COMMA assignment_expression {
			$$ = LINK($1, $3);
		}
	;

primary_expression:
		T_IDENT { $$ = dt_node_ident($1); }
	|	T_AGG { $$ = dt_node_ident($1); }
	|	T_INTEGER { $$ = dt_node_int($1); }
	|	T_STRINGLIT { $$ = dt_node_string($1); }
	|	T_SELF { $$ = dt_node_ident(dt_strdup("self")); }
	|	T_THIS { $$ = dt_node_ident(dt_strdup("this")); }
	|	T_LPAR expression T_RPAR { $$ = $2; }
	;

postfix_expression:
		primary_expression
	|	postfix_expression T_LBRAC argument_expression_list T_RBRAC {
			$$ = OP2(DT_TOK_LBRAC, $1, $3, @2);
		}
	|	postfix_expression T_LPAR T_RPAR {
			$$ = dt_node_func($1, NULL);
		}
	|	postfix_expression T_LPAR argument_expression_list T_RPAR {
			$$ = dt_node_func($1, $3);
		}
	|	postfix_expression T_DOT T_IDENT {
			$$ = OP2(DT_TOK_DOT, $1, dt_node_name($3), @2);
		}
	|	postfix_expression T_DOT T_TNAME {
			$$ = OP2(DT_TOK_DOT, $1, dt_node_name($3), @2);
		}
	|	postfix_expression T_PTR T_IDENT {
			$$ = OP2(DT_TOK_PTR, $1, dt_node_name($3), @2);
		}
	|	postfix_expression T_PTR T_TNAME {
			$$ = OP2(DT_TOK_PTR, $1, dt_node_name($3), @2);
		}
	|	postfix_expression T_ADDADD {
			$$ = OP1(DT_TOK_POSTINC, $1, @2);
		}
	|	postfix_expression T_SUBSUB {
			$$ = OP1(DT_TOK_POSTDEC, $1, @2);
		}
	|	T_OFFSETOF T_LPAR type_name T_COMMA T_IDENT T_RPAR {
			$$ = dt_node_offsetof($3, $5);
		}
	|	T_OFFSETOF T_LPAR type_name T_COMMA T_TNAME T_RPAR {
			$$ = dt_node_offsetof($3, $5);
		}
	|	T_XLATE T_LT type_name T_GT T_LPAR expression T_RPAR {
			$$ = dt_node_xlate($3, $6);
		}
	;

unary_expression:
		postfix_expression
	|	T_ADDADD unary_expression { $$ = OP1(DT_TOK_PREINC, $2, @1); }
	|	T_SUBSUB unary_expression { $$ = OP1(DT_TOK_PREDEC, $2, @1); }
	|	unary_operator cast_expression { $$ = OP1($1, $2, @1); }
	|	T_SIZEOF unary_expression { $$ = OP1(DT_TOK_SIZEOF, $2, @1); }
	|	T_SIZEOF T_LPAR type_name T_RPAR {
			$$ = dt_node_sizeof_type($3);
		}
	|	T_STRINGOF unary_expression {
			$$ = OP1(DT_TOK_STRINGOF, $2, @1);
		}
	;

unary_operator:	T_BAND { $$ = DT_TOK_ADDROF; }
	|	T_MUL { $$ = DT_TOK_DEREF; }
	|	T_ADD { $$ = DT_TOK_IPOS; }
	|	T_SUB { $$ = DT_TOK_INEG; }
	|	T_BNEG { $$ = DT_TOK_BNEG; }
	|	T_LNEG { $$ = DT_TOK_LNEG; }
	;

cast_expression:
		unary_expression
	|	T_LPAR type_name T_RPAR cast_expression {
			$$ = dt_node_setpos(dt_node_cast($2, $4), POS(@1));
		}
	;

multiplicative_expression:
		cast_expression
	|	multiplicative_expression T_MUL cast_expression {
			$$ = OP2(DT_TOK_MUL, $1, $3, @2);
		}
	|	multiplicative_expression T_DIV cast_expression {
			$$ = OP2(DT_TOK_DIV, $1, $3, @2);
		}
	|	multiplicative_expression T_MOD cast_expression {
			$$ = OP2(DT_TOK_MOD, $1, $3, @2);
		}
	;

additive_expression:
		multiplicative_expression
	|	additive_expression T_ADD multiplicative_expression {
			$$ = OP2(DT_TOK_ADD, $1, $3, @2);
		}
	|	additive_expression T_SUB multiplicative_expression {
			$$ = OP2(DT_TOK_SUB, $1, $3, @2);
		}
	;

shift_expression:
		additive_expression
	|	shift_expression T_LSH additive_expression {
			$$ = OP2(DT_TOK_LSH, $1, $3, @2);
		}
	|	shift_expression T_RSH additive_expression {
			$$ = OP2(DT_TOK_RSH, $1, $3, @2);
		}
	;

relational_expression:
		shift_expression
	|	relational_expression T_LT shift_expression {
			$$ = OP2(DT_TOK_LT, $1, $3, @2);
		}
	|	relational_expression T_GT shift_expression {
			$$ = OP2(DT_TOK_GT, $1, $3, @2);
		}
	|	relational_expression T_LE shift_expression {
			$$ = OP2(DT_TOK_LE, $1, $3, @2);
		}
	|	relational_expression T_GE shift_expression {
			$$ = OP2(DT_TOK_GE, $1, $3, @2);
		}
	;

equality_expression:
		relational_expression
	|	equality_expression T_EQU relational_expression {
			$$ = OP2(DT_TOK_EQU, $1, $3, @2);
		}
	|	equality_expression T_NEQ relational_expression {
			$$ = OP2(DT_TOK_NEQ, $1, $3, @2);
		}
	;

and_expression:
		equality_expression
	|	and_expression T_BAND equality_expression {
			$$ = OP2(DT_TOK_BAND, $1, $3, @2);
		}
	;

exclusive_or_expression:
		and_expression
	|	exclusive_or_expression T_XOR and_expression {
			$$ = OP2(DT_TOK_XOR, $1, $3, @2);
		}
	;

inclusive_or_expression:
		exclusive_or_expression
	|	inclusive_or_expression T_BOR exclusive_or_expression {
			$$ = OP2(DT_TOK_BOR, $1, $3, @2);
		}
	;

logical_and_expression:
		inclusive_or_expression
	|	logical_and_expression T_LAND inclusive_or_expression {
			$$ = OP2(DT_TOK_LAND, $1, $3, @2);
		}
	;

logical_xor_expression:
		logical_and_expression
	|	logical_xor_expression T_LXOR logical_and_expression {
			$$ = OP2(DT_TOK_LXOR, $1, $3, @2);
		}
	;

logical_or_expression:
		logical_xor_expression
	|	logical_or_expression T_LOR logical_xor_expression {
			$$ = OP2(DT_TOK_LOR, $1, $3, @2);
		}
	;

constant_expression: conditional_expression
	;

conditional_expression:
		logical_or_expression
	|	logical_or_expression T_QUESTION expression T_COLON
		    conditional_expression {
			$$ = dt_node_setpos(dt_node_op3($1, $3, $5), POS(@2));
		}
	;

assignment_expression:
		conditional_expression
	|	unary_expression assignment_operator assignment_expression {
			$$ = OP2($2, $1, $3, @2);
		}
	;

assignment_operator:
		T_ASGN   { $$ = DT_TOK_ASGN; }
	|	T_MUL_EQ { $$ = DT_TOK_MUL_EQ; }
	|	T_DIV_EQ { $$ = DT_TOK_DIV_EQ; }
	|	T_MOD_EQ { $$ = DT_TOK_MOD_EQ; }
	|	T_ADD_EQ { $$ = DT_TOK_ADD_EQ; }
	|	T_SUB_EQ { $$ = DT_TOK_SUB_EQ; }
	|	T_LSH_EQ { $$ = DT_TOK_LSH_EQ; }
	|	T_RSH_EQ { $$ = DT_TOK_RSH_EQ; }
	|	T_AND_EQ { $$ = DT_TOK_AND_EQ; }
	|	T_XOR_EQ { $$ = DT_TOK_XOR_EQ; }
	|	T_OR_EQ  { $$ = DT_TOK_OR_EQ; }
	;

expression:	assignment_expression
	|	expression T_COMMA assignment_expression {
			$$ = OP2(DT_TOK_COMMA, $1, $3, @2);
		}
	;

declaration:	declaration_specifiers ';' {
			$$ = dt_node_decl();
			(void) dt_decl_pop();
			yybegin(YYS_CLAUSE);
		}
	|	declaration_specifiers init_declarator_list ';' {
			$$ = $2;
			(void) dt_decl_pop();
			yybegin(YYS_CLAUSE);
		}
	;

declaration_specifiers:
		d_storage_class_specifier
	|	d_storage_class_specifier declaration_specifiers
	|	type_specifier
	|	type_specifier declaration_specifiers
	|	type_qualifier
	|	type_qualifier declaration_specifiers
	;

parameter_declaration_specifiers:
		storage_class_specifier
	|	storage_class_specifier declaration_specifiers
	|	type_specifier
	|	type_specifier declaration_specifiers
	|	type_qualifier
	|	type_qualifier declaration_specifiers
	;

storage_class_specifier:
		T_AUTO { dt_decl_class(DT_DC_AUTO); }
	|	T_REGISTER { dt_decl_class(DT_DC_REGISTER); }
	|	T_STATIC { dt_decl_class(DT_DC_STATIC); }
	|	T_EXTERN { dt_decl_class(DT_DC_EXTERN); }
	|	T_TYPEDEF { dt_decl_class(DT_DC_TYPEDEF); }
	;

d_storage_class_specifier:
		storage_class_specifier
	|	T_SELF { dt_decl_class(DT_DC_SELF); }
	|	T_THIS { dt_decl_class(DT_DC_THIS); }
	;

type_specifier:	T_VOID { dt_decl_spec(CTF_K_INTEGER, dt_strdup("void")); }
	|	T_CHAR { dt_decl_spec(CTF_K_INTEGER, dt_strdup("char")); }
	|	T_SHORT { dt_decl_attr(DT_DA_SHORT); }
	|	T_INT { dt_decl_spec(CTF_K_INTEGER, dt_strdup("int")); }
	|	T_LONG { dt_decl_attr(DT_DA_LONG); }
	|	T_FLOAT { dt_decl_spec(CTF_K_FLOAT, dt_strdup("float")); }
	|	T_DOUBLE { dt_decl_spec(CTF_K_FLOAT, dt_strdup("double")); }
	|	T_SIGNED { dt_decl_attr(DT_DA_SIGNED); }
	|	T_UNSIGNED { dt_decl_attr(DT_DA_UNSIGNED); }
	|	T_STRING { dt_decl_spec(CTF_K_TYPEDEF, dt_strdup("string")); }
	|	T_TNAME { dt_decl_spec(CTF_K_TYPEDEF, $1); }
	|	struct_or_union_specifier
	|	enum_specifier
	;

type_qualifier:	T_CONST { dt_decl_attr(DT_DA_CONST); }
	|	T_RESTRICT { dt_decl_attr(DT_DA_RESTRICT); }
	|	T_VOLATILE { dt_decl_attr(DT_DA_VOLATILE); }
	;

struct_or_union_specifier:
		struct_or_union_definition struct_declaration_list '}' {
			dt_decl_sou_end();
		}
	|	struct_or_union T_IDENT { dt_decl_spec($1, $2); }
	|	struct_or_union T_TNAME { dt_decl_spec($1, $2); }
	;

struct_or_union_definition:
		struct_or_union '{' { dt_decl_sou($1, NULL); }
	|	struct_or_union T_IDENT '{' { dt_decl_sou($1, $2); }
	|	struct_or_union T_TNAME '{' { dt_decl_sou($1, $2); }
	;

struct_or_union:
		T_STRUCT { $$ = CTF_K_STRUCT; }
	|	T_UNION { $$ = CTF_K_UNION; }
	;

struct_declaration_list:
		struct_declaration
	|	struct_declaration_list struct_declaration
	;

init_declarator_list:
		init_declarator
	|	init_declarator_list T_COMMA init_declarator {
			$$ = LINK($1, $3);
		}
	;

init_declarator:
		declarator {
			$$ = dt_node_decl();
			dt_decl_reset();
		}
	;

struct_declaration:
		specifier_qualifier_list struct_declarator_list ';' {
			(void) dt_decl_pop();
		}
	;

specifier_qualifier_list:
		type_specifier
	|	type_specifier specifier_qualifier_list
	|	type_qualifier
	|	type_qualifier specifier_qualifier_list
	;

struct_declarator_list:
		struct_declarator
	|	struct_declarator_list T_COMMA struct_declarator
	;

struct_declarator:
		declarator { dt_decl_member(NULL); }
	|	T_COLON constant_expression { dt_decl_member($2); }
	|	declarator T_COLON constant_expression { dt_decl_member($3); }
	;

enum_specifier:
		enum_definition enumerator_list '}' { (void) dt_scope_pop(); }
	|	enum_definition enumerator_list T_COMMA '}' {
			(void) dt_scope_pop();
		}
	|	T_ENUM T_IDENT { dt_decl_spec(CTF_K_ENUM, $2); }
	|	T_ENUM T_TNAME { dt_decl_spec(CTF_K_ENUM, $2); }
	;

enum_definition:
		T_ENUM '{' { dt_decl_enum(NULL); }
	|	T_ENUM T_IDENT '{' { dt_decl_enum($2); }
	|	T_ENUM T_TNAME '{' { dt_decl_enum($2); }
	;

enumerator_list:
		enumerator
	|	enumerator_list T_COMMA enumerator
	;

enumerator:	T_IDENT { dt_decl_enumerator($1, NULL); }
	|	T_IDENT T_ASGN conditional_expression {
			dt_decl_enumerator($1, dt_node_fold($3));
		}
	;

declarator:	direct_declarator
	|	pointer direct_declarator
	;

direct_declarator:
		T_IDENT { dt_decl_ident($1); }
	|	lparen declarator T_RPAR { dt_decl_group_close(); }
	|	direct_declarator array { dt_decl_array($2, 0); }
	|	direct_declarator function { dt_decl_func($2, 0); }
	;

lparen:		T_LPAR { dt_decl_group_open(); }
	;

pointer:	T_MUL { dt_decl_ptr(); }
	|	T_MUL type_qualifier_list { dt_decl_ptr(); }
	|	T_MUL pointer { dt_decl_ptr(); }
	|	T_MUL type_qualifier_list pointer { dt_decl_ptr(); }
	;

type_qualifier_list:
		type_qualifier
	|	type_qualifier_list type_qualifier
	;

parameter_type_list:
		parameter_list
	|	T_ELLIPSIS { $$ = dt_node_vatype(); }
	|	parameter_list T_COMMA T_ELLIPSIS {
			$$ = LINK($1, dt_node_vatype());
		}
	;

parameter_list:	parameter_declaration
	|	parameter_list T_COMMA parameter_declaration {
			$$ = LINK($1, $3);
		}
	;

parameter_declaration:
		parameter_declaration_specifiers { $$ = dt_node_type(NULL); }
	|	parameter_declaration_specifiers declarator {
			$$ = dt_node_type(NULL);
		}
	|	parameter_declaration_specifiers abstract_declarator {
			$$ = dt_node_type(NULL);
		}
	;

type_name:	specifier_qualifier_list { $$ = dt_decl_pop(); }
	|	specifier_qualifier_list abstract_declarator {
			$$ = dt_decl_pop();
		}
	;

abstract_declarator:
		pointer
	|	direct_abstract_declarator
	|	pointer direct_abstract_declarator
	;

direct_abstract_declarator:
		lparen abstract_declarator T_RPAR { dt_decl_group_close(); }
	|	direct_abstract_declarator array { dt_decl_array($2, 0); }
	|	array { dt_decl_array($1, 1); }
	|	direct_abstract_declarator function { dt_decl_func($2, 0); }
	|	function { dt_decl_func($1, 1); }
	;

array:		T_LBRAC T_RBRAC { $$ = NULL; }
	|	lbrac constant_expression T_RBRAC {
			(void) dt_scope_pop();
			$$ = dt_node_fold($2);
		}
	|	lbrac parameter_type_list T_RBRAC {
			(void) dt_scope_pop();
			$$ = $2;
		}
	;

lbrac:		T_LBRAC { dt_scope_push(); }
	;

function:	T_LPAR T_RPAR { $$ = NULL; }
	|	fparen parameter_type_list T_RPAR {
			(void) dt_scope_pop();
			$$ = $2;
		}
	;

fparen:		T_LPAR { dt_scope_push(); }
	;

%%
