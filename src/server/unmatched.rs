//! Requests rmcp could not match to a handler: a known method whose params do not decode is an
//! invalid-params fault naming what failed (-32602), anything else an unknown method (-32601).
//! Either way the session goes on (MCP spec §8.3).

use rmcp::ErrorData;
use rmcp::model::{
    CallToolRequestParams, ErrorCode, PaginatedRequestParams, ReadResourceRequestParams,
};
use serde_json::Value as Json;

/// The fault for an unmatched request of `method` carrying `params`.
pub fn fault(method: &str, params: Option<Json>) -> ErrorData {
    let params = params.unwrap_or(Json::Null);
    let decoded = match method {
        "tools/call" => decode::<CallToolRequestParams>(params),
        "resources/read" => decode::<ReadResourceRequestParams>(params),
        "tools/list" | "resources/list" | "resources/templates/list" => {
            decode::<Option<PaginatedRequestParams>>(params)
        }
        _ => {
            return ErrorData::new(
                ErrorCode::METHOD_NOT_FOUND,
                format!("method '{method}' is not one this server answers"),
                None,
            );
        }
    };
    let reason = decoded.err().unwrap_or_else(|| "not accepted".to_string());
    ErrorData::new(
        ErrorCode::INVALID_PARAMS,
        format!("params of '{method}' do not match its schema: {reason}"),
        None,
    )
}

fn decode<T: serde::de::DeserializeOwned>(params: Json) -> Result<(), String> {
    serde_json::from_value::<T>(params)
        .map(|_| ())
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_known_method_with_params_that_do_not_decode_is_invalid_params() {
        let e = fault("tools/call", Some(json!({})));
        assert_eq!(e.code, ErrorCode::INVALID_PARAMS);
        assert!(
            e.message
                .starts_with("params of 'tools/call' do not match its schema: ")
        );
        assert!(e.message.contains("name"), "{}", e.message);
        let e = fault("resources/read", Some(json!({"uri": 5})));
        assert_eq!(e.code, ErrorCode::INVALID_PARAMS);
    }

    #[test]
    fn an_unknown_method_is_method_not_found_naming_it() {
        let e = fault("nosuch", None);
        assert_eq!(e.code, ErrorCode::METHOD_NOT_FOUND);
        assert_eq!(e.message, "method 'nosuch' is not one this server answers");
    }
}
